import { describe, expect, it } from 'vitest';
import { isSignedByTwilio, twilioSignature } from './twilio.ts';

describe("Twilio's request signature", () => {
  // The example of Twilio's own documentation and helper libraries' tests.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };

  it('is the documented HMAC-SHA1 of the URL and the sorted parameters', () => {
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('holds only for the same token, URL and parameters', () => {
    const signature = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
    expect(isSignedByTwilio('12345', signature, url, params)).toBe(true);
    expect(isSignedByTwilio('54321', signature, url, params)).toBe(false);
    expect(isSignedByTwilio('12345', signature, `${url}&x=1`, params)).toBe(false);
    expect(isSignedByTwilio('12345', signature, url, { ...params, Digits: '1235' })).toBe(false);
    expect(isSignedByTwilio('12345', undefined, url, params)).toBe(false);
    expect(isSignedByTwilio('12345', 'short', url, params)).toBe(false);
  });
});
