/**
 * Book Now: an account without a mobile number is asked for one first (the profile feature's
 * prompt), then the Book Service modal of the bookings feature opens. Cancelling the prompt
 * closes the flow without booking. The dialog shows the name the booking records, the prompt's
 * answer included (an account made by phone has none of its own).
 */
import { useEffect, useRef, useState } from 'react';
import { BookServiceDialog } from '../features/bookings/BookServiceDialog';
import type { BookServiceDialogProps } from '../features/bookings/BookServiceDialog';
import { usePhonePrompt } from '../features/profile/PhonePrompt';
import { useUser } from '../lib/auth-user';
import { useFirestore } from '../lib/firestore';

export default function BookServiceFlow({ service, open, onClose }: BookServiceDialogProps) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { requestPhone, prompt, name } = usePhonePrompt(db, user, { needsName: true });
  const [hasPhone, setHasPhone] = useState(false);

  // The latest callbacks, so that only opening asks (the caller's onClose is a new function
  // on every render).
  const latest = useRef({ requestPhone, onClose });
  useEffect(() => {
    latest.current = { requestPhone, onClose };
  });

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    void latest.current.requestPhone().then((ok) => {
      if (!current) return;
      if (ok) setHasPhone(true);
      else latest.current.onClose();
    });
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <>
      {prompt}
      <BookServiceDialog
        service={service}
        open={open && hasPhone}
        onClose={onClose}
        customerName={name}
      />
    </>
  );
}
