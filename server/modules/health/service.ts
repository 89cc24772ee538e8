// The health module's public face: the event-loop delay watch /healthz reports.
// Routes and other modules import from here, not from the files behind it.
export { LoopDelayWatch } from './loop-delay';
