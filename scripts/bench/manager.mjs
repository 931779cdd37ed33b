import { SMTPServer } from 'smtp-server';
import { api } from './server.mjs';

/**
 * A loopback SMTP server that keeps the text of every message by recipient: start the
 * server with SMTP_URL set to its `url`, and a manager's sign-in link arrives here.
 */
export async function startMailCatcher() {
  const mail = new Map();
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
        for (const to of session.envelope.rcptTo) mail.set(to.address, raw);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
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
