import { SignupForm } from '../features/auth/signup-form.tsx';
import { RedirectIfSignedIn } from '../session/guards.tsx';
import { EntryLayout } from '../shell/entry-layout.tsx';

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
