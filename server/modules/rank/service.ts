// The rank module's public face: the ranking boards and their time windows.
// Routes and other modules import from here, not from the files behind it.
export { anchorBoard, spenderBoard } from './boards';
export { rankWindow } from './windows';
