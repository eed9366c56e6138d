/**
 * The exports of a package's CommonJS index (as Babel writes them: a getter per name over a `require` at the top),
 * each required when first read instead of all at once. antd's index requires its 70 components and
 * @ant-design/icons' its 830 icons: about 2 s of every component test file, for the few a test renders. The values
 * are the package's own modules, so a test renders exactly what the browser bundle does.
 */
const fs = require('node:fs');
const path = require('node:path');

const interopDefault = (loaded) => (loaded && loaded.__esModule ? loaded : { default: loaded });

/** The file a `require("./x")` in `dir` names: `x.js`, or the folder's `index.js`. */
function resolveIn(dir, request) {
  const base = path.join(dir, request);
  for (const file of [base, `${base}.js`, path.join(base, 'index.js')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`${dir}: cannot find ${request}`);
}

function addLazyExports(indexFile, target) {
  const source = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const modules = new Map();
  for (const [, variable, interop, request] of source.matchAll(
    /var (_\w+) = (_interopRequireDefault\()?require\("(\.[^"]+)"\)\)?;/g,
  )) {
    modules.set(variable, { file: resolveIn(dir, request), interop: Boolean(interop) });
  }
  const define = (name, read) => {
    if (Object.prototype.hasOwnProperty.call(target, name)) return;
    let loaded = false;
    let value;
    Object.defineProperty(target, name, {
      enumerable: true,
      get() {
        if (!loaded) {
          value = read();
          loaded = true;
        }
        return value;
      },
    });
  };
  for (const [, name, variable, property] of source.matchAll(
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g,
  )) {
    const module = modules.get(variable);
    if (!module) throw new Error(`${indexFile}: no require for ${variable} (export ${name})`);
    define(name, () => {
      const loaded = require(module.file);
      return (module.interop ? interopDefault(loaded) : loaded)[property];
    });
  }
  // `export * from './icons'`: that index's exports, lazily too.
  for (const [, variable] of source.matchAll(/Object\.keys\((_\w+)\)\.forEach/g)) {
    const module = modules.get(variable);
    if (!module) throw new Error(`${indexFile}: no require for ${variable} (export *)`);
    addLazyExports(module.file, target);
  }
  // Plain assignments (antd's unstableSetRender, the icons' IconProvider): read from the whole index, should a test ever ask.
  for (const [, name] of source.matchAll(/\bexports\.(\w+) = (?!void 0)/g)) define(name, () => require(indexFile)[name]);
}

/**
 * The CommonJS index of `packageName` as installed for the workspace package in `fromDir`, with lazy exports;
 * `atLeast` guards against an index of another form. Found on disk rather than through jest's resolver, which maps
 * the package's name to the module that calls this.
 */
function lazyExports(packageName, fromDir, atLeast) {
  const packageDir = fs.realpathSync(path.join(fromDir, 'node_modules', packageName));
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const indexFile = resolveIn(packageDir, `./${manifest.main}`);
  const target = {};
  Object.defineProperty(target, '__esModule', { value: true });
  addLazyExports(indexFile, target);
  const count = Object.keys(target).length;
  if (count < atLeast) {
    throw new Error(`${indexFile} gave ${count} lazy exports, expected at least ${atLeast}: its form changed`);
  }
  return target;
}

module.exports = { lazyExports };
