export const KEY_CIPHER = Symbol('KEY_CIPHER');
