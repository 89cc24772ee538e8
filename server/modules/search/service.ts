// The search module's public face: hot search words.
// Routes and other modules import from here, not from the files behind it.
export { listHotWords } from './hot-words';
