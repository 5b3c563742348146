export { render } from './render';
