import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

/**
 * The payment page sends the manager back to /settings?success=true or ?canceled=true: show
 * the spec's toast once, then drop the parameter so a reload does not show it again.
 */
export function usePaymentResultToast(): void {
  const [params, setParams] = useSearchParams();
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';
  // StrictMode runs the effect twice before the parameter is gone: one toast per return.
  const shown = useRef(false);

  useEffect(() => {
    if (!success && !canceled) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    if (success) notifySuccess('Payment successful!');
    else showApiError(undefined, 'Payment cancelled, please try again');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [success, canceled, setParams]);
}
