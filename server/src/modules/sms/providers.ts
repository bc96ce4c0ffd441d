import type { Config } from '../../config';

export type SmsProvider = { send(e164: string, text: string): Promise<void> };

/**
 * Local development: the message goes to the console (stdout, not the JSON log), one line per code,
 * so a developer can register without a gateway.
 */
export function consoleSmsProvider(
  print: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): SmsProvider {
  return {
    async send(e164, text) {
      print(`[sms] to ${e164}: ${text}`);
    },
  };
}

/** Posts `{to, text}` as JSON to the configured gateway, with a bearer token when one is set. */
export function httpSmsProvider(url: string, token?: string): SmsProvider {
  return {
    async send(e164, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: e164, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smsProviderFor(config: Config['sms']): SmsProvider {
  return config.provider === 'http' && config.httpUrl
    ? httpSmsProvider(config.httpUrl, config.httpToken)
    : consoleSmsProvider();
}
