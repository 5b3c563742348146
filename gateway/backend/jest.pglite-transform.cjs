/**
 * PGlite's CommonJS build loads Node built-ins with import("fs") and the like, which jest's sandbox refuses
 * without --experimental-vm-modules. Under jest those calls get the same built-in from process.getBuiltinModule
 * (not require: the Emscripten glue declares a local `var require`).
 */
module.exports = {
  process(source) {
    return { code: source.replace(/\bimport\((["'][\w:/]+["'])\)/g, 'Promise.resolve(globalThis.process.getBuiltinModule($1))') };
  },
  getCacheKey(source, filePath) {
    return require('node:crypto').createHash('sha256').update('pglite-transform-2').update(filePath).update(source).digest('hex');
  },
};
