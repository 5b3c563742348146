/** `import url from './file?url'` in a test: the URL the build would give the file. */
module.exports = '/assets/file-url-stub.js';
