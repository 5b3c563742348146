export { render, type ServerRenderOptions, type ServerRenderResult } from './render';
