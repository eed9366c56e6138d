// @ant-design/icons for component tests: each icon loaded when a test first uses it (lazy-exports.cjs says why).
const path = require('node:path');
const { lazyExports } = require('./lazy-exports.cjs');

module.exports = lazyExports('@ant-design/icons', path.join(__dirname, '../../../shared'), 800);
