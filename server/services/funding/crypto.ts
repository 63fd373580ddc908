// Funding's sensitive numbers at rest (spec §1 sensitive data areas): bank and
// brokerage account numbers, sealed with the shared AES-256-GCM field encryption
// (server/services/crypto/field-encryption.ts) under the funding key (deps.ts). `purpose` is bound
// as associated data, so a bank account number's ciphertext cannot be passed off as another value.
export {
  decryptText as decryptSensitive,
  encryptText as encryptSensitive,
} from '../crypto/field-encryption';

export const lastFour = (number: string) => number.slice(-4);
export const masked = (last: string) => `••••${last}`;
