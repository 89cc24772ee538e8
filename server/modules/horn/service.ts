// The horn module's public face: sending horns, the horn list and the free horns a nobility grants.
// Routes and other modules import from here, not from the files behind it.
export { freeHornsLeft } from './free-horns';
export { hornSendInfo, recentHorns } from './list';
export { sendHorn } from './send';
