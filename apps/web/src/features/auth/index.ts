/** The auth feature's public API: what other features may import from it (apps/web/LAYERS.md). */

export type { QrCode } from './api/auth-api';
export { authApi } from './api/auth-api';
export { CodeField } from './components/code-field';
export { NewPasswordFields } from './components/new-password-fields';
export { QrCodeBox } from './components/qr-code-box';
export { useQrScene } from './hooks/use-qr-scene';
