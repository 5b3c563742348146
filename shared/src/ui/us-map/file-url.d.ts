/** `import url from './file.json?url'`: the file is emitted beside the build and the import is its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
