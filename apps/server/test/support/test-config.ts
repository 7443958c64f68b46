import { type Config, loadConfig } from '../../src/config';

export const adminPassword = 'Admin@test2026';
export const clientId = 'console';
export const clientSecret = 'console-secret';

export const testConfig = (): Config =>
  loadConfig({
    DATA_DIR: '/nonexistent',
    TOKEN_SECRET: 'test-token-secret-0123456789',
    ADMIN_PASSWORD: adminPassword,
    CLIENT_ID: clientId,
    CLIENT_SECRET: clientSecret,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // tests that listen take a free port for the embedded MQTT broker, so several run at once
    MQTT_PORT: '0',
  });
