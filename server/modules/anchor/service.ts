// The anchor module's public face: anchor applications and the anchor's income.
// Routes and other modules import from here, not from the files behind it.
export { latestApplication, submitApplication } from './applications';
export { anchorCoin } from './income';
