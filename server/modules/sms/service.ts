// The SMS module's public face: sending and checking verification codes, and the phone numbers they go to.
// Routes and other modules import from here, not from the files behind it.
export { checkSmsCode, consumeSmsCode } from './codes';
export { phoneOf } from './phone';
export { sendSmsCode } from './send';
