// antd for component tests: its own components, each loaded when a test first uses it (lazy-exports.cjs says why).
const path = require('node:path');
const { lazyExports } = require('./lazy-exports.cjs');

module.exports = lazyExports('antd', path.join(__dirname, '../../../shared'), 60);
