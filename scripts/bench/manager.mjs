import { SMTPServer } from 'smtp-server';
import { api } from './server.mjs';

/**
 * A loopback SMTP server that keeps the text of every message by recipient, with when it
 * arrived: start the server with SMTP_URL set to its `url`, and a manager's sign-in link
 * arrives here.
 */
export async function startMailCatcher() {
  const mail = new Map();
  /** Every message to each recipient, in order: { at (performance.now()), raw }. */
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const at = performance.now();
        for (const to of session.envelope.rcptTo) {
          mail.set(to.address, raw);
          arrivals.set(to.address, [...(arrivals.get(to.address) ?? []), { at, raw }]);
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    arrivals,
    /** Resolves `to`'s messages once there are `count` (rejects after `timeoutMs`). */
    async waitFor(to, count = 1, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const list = arrivals.get(to) ?? [];
        if (list.length >= count) return list;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`${to} did not receive ${count} messages.`);
    },
    /** The token and e-mail of the newest login link sent to `email` (waits up to 15 s). */
    async linkFor(email) {
      for (let i = 0; i < 300; i++) {
        const raw = mail
          .get(email)
          ?.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const match = raw && /\/login\?token=([\w%-]+)&(?:amp;)?email=([^\s"<]+)/.exec(raw);
        if (match)
          return { token: decodeURIComponent(match[1]), email: decodeURIComponent(match[2]) };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No login mail for ${email}.`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Signs a new manager up the way a person does: POST /api/v1/auth/signup, then the e-mailed
 * link (caught by `mail`) exchanged for a session. Resolves the session token and user id.
 */
export async function signUpManager(base, mail, email = `bench-${Date.now()}@bench.test`) {
  const signup = await api(base, 'POST', '/api/v1/auth/signup', {
    email,
    firstName: 'Bench',
    lastName: 'Manager',
    unitsManaged: 10,
  });
  if (signup.status !== 200) throw new Error(`Sign-up answered ${signup.status}.`);
  const link = await mail.linkFor(email);
  const query = new URLSearchParams(link).toString();
  const session = await api(base, 'GET', `/api/v1/auth/callback?${query}`);
  if (session.status !== 200) throw new Error(`The login link answered ${session.status}.`);
  return { email, token: session.body.jwt, userId: session.body.userID };
}
