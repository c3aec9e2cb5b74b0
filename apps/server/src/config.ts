// The settings are declared once in config/settings.ts; loading and the Config type are in config/load.ts.
export {
  type Config,
  ConfigError,
  type LogLevel,
  loadConfig,
  loadConfigOrExit,
  requireDatabaseUrl,
} from './config/load.js';
export { CONFIG_SETTINGS, type Setting } from './config/settings.js';
