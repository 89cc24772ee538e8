// The nav module's public face: the navigation menus.
// Routes and other modules import from here, not from the files behind it.
export { listNav } from './menus';
