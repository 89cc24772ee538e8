// The user module's public face: accounts, sessions, login, profile, real name, passwords and attention.
// Routes and other modules import from here, not from the files behind it.
export { listAttention } from './attention';
export { clearAuthCookie, logIn } from './auth-cookie';
export { issueDynamicKey } from './dynamic-key';
export { emojiSet } from './emojis';
export { userInfoOf } from './info';
export { loginByCode, loginByPassword } from './login';
export { hashPassword, verifyPassword } from './password';
export { readPersonalSpace } from './personal-space';
export { readProfile, updateProfile } from './profile';
export { updateNickName } from './profile-nickname';
export { changePassword, initPassword } from './profile-password';
export { changePortrait } from './profile-portrait';
export { maskRealName, readRealName, realNameHash, submitRealName } from './real-name';
export { checkNickName, register } from './register';
export { retrievePassword } from './retrieve-password';
export { revokeSession, type SessionUser } from './sessions';
