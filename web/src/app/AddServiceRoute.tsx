/** Add Service, asking an account without a mobile number for one before its first listing. */
import AddServicePage from '../features/provider-services/AddServicePage';
import { usePhonePrompt } from '../features/profile/PhonePrompt';
import { useUser } from '../lib/auth-user';
import { useFirestore } from '../lib/firestore';

export default function AddServiceRoute() {
  const { data: user } = useUser();
  const { requestPhone, prompt } = usePhonePrompt(useFirestore(), user);
  return (
    <>
      <AddServicePage requestPhone={requestPhone} />
      {prompt}
    </>
  );
}
