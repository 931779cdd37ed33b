import { SignupForm } from '../features/auth/signup-form.tsx';
import { EntryLayout } from '../layout/entry-layout.tsx';
import { RedirectIfSignedIn } from '../session/guards.tsx';

/** /signup: a stored token goes to /properties. */
export function SignupPage() {
  return (
    <RedirectIfSignedIn to="/properties">
      <EntryLayout>
        <SignupForm />
      </EntryLayout>
    </RedirectIfSignedIn>
  );
}
