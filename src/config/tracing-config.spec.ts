import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('tracing configuration', () => {
  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).tracing).toEqual({ serviceName: 'keyshop-all' });
  });

  it('names the service after the role, unless OTEL_SERVICE_NAME names it', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com' };
    expect(loadConfig({ ...endpoint, APP_ROLE: 'worker' }).tracing).toEqual({ serviceName: 'keyshop-worker' });
    expect(loadConfig({ ...endpoint, APP_ROLE: 'web', OTEL_SERVICE_NAME: 'shop-eu' }).tracing).toEqual({ serviceName: 'shop-eu' });
  });

  it.each(['otel-collector:4318', 'grpc://otel-collector:4317'])('refuses to start when OTEL_EXPORTER_OTLP_ENDPOINT is %j', (value) => {
    expect(() => parseEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: value })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: value })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://otel-collector:4318');
  });
});
