import { start } from './bootstrap';

start();
