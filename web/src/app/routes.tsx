/**
 * The route table of docs/product.md §2: path, document title, and whether it needs a signed-in user.
 * Screens are lazy-loaded so the home route ships only what it shows; Home's hero is not (HomeRoute).
 */
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';
import { HomeRoute } from './HomeRoute';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';
import { FOOTER_CONTACT } from './layout/footer-content';

const LoginPage = lazy(() => import('./LoginRoute'));
const RegisterPage = lazy(() => import('./RegisterRoute'));
const AllServicesPage = lazy(() => import('../features/services/AllServicesPage'));
const ServiceDetailsRoute = lazy(() => import('./ServiceDetailsRoute'));
const AddServicePage = lazy(() => import('./AddServiceRoute'));
const ManageServicesPage = lazy(() => import('../features/provider-services/ManageServicesPage'));
const BookedServicesPage = lazy(() => import('./BookedServicesRoute'));
const ServiceToDoPage = lazy(() => import('./ServiceToDoRoute'));
const SchedulePage = lazy(() => import('../features/availability/SchedulePage'));
const AppointmentsPage = lazy(() => import('../features/appointments/AppointmentsPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const AboutPage = lazy(() => import('./AboutRoute'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const ProviderPage = lazy(() => import('../features/services/ProviderPage'));
const EarningsPage = lazy(() => import('../features/money/EarningsPage'));
const ReceiptPage = lazy(() => import('../features/money/ReceiptPage'));
const AdminMoneyPage = lazy(() => import('../features/money/AdminMoneyPage'));
const LegalPage = lazy(() => import('../features/legal/LegalPage'));

function Screen({ title, children }: { title?: MessageKey; children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner page />}>
      {title !== undefined && <Title title={title} />}
      {children}
    </Suspense>
  );
}

function Title({ title }: { title: MessageKey }) {
  const { t } = useI18n();
  usePageTitle(t(title));
  return null;
}

interface ScreenRoute {
  path: string;
  /** docs/product.md §2's title; /appointment, which it leaves untitled, is 'Appointment Letter'. */
  title: MessageKey;
  loginRequired: boolean;
  element: ReactNode;
}

export const screenRoutes: ScreenRoute[] = [
  { path: '/', title: 'title.home', loginRequired: false, element: <HomeRoute /> },
  { path: '/login', title: 'title.login', loginRequired: false, element: <LoginPage /> },
  { path: '/register', title: 'title.register', loginRequired: false, element: <RegisterPage /> },
  {
    path: '/services',
    title: 'title.allServices',
    loginRequired: false,
    element: <AllServicesPage />,
  },
  {
    path: '/providers/:uid',
    title: 'title.provider',
    loginRequired: false,
    element: <ProviderPage />,
  },
  {
    path: '/serviceDetails/:id',
    title: 'title.serviceDetails',
    loginRequired: true,
    element: <ServiceDetailsRoute />,
  },
  {
    path: '/addService',
    title: 'title.addService',
    loginRequired: true,
    element: <AddServicePage />,
  },
  {
    path: '/manageService',
    title: 'title.manageService',
    loginRequired: true,
    element: <ManageServicesPage />,
  },
  {
    path: '/bookedServices',
    title: 'title.bookedServices',
    loginRequired: true,
    element: <BookedServicesPage />,
  },
  {
    path: '/serviceToDo',
    title: 'title.serviceToDo',
    loginRequired: true,
    element: <ServiceToDoPage />,
  },
  {
    path: '/mySchedule',
    title: 'title.mySchedule',
    loginRequired: true,
    element: <SchedulePage />,
  },
  { path: '/profile', title: 'title.myProfile', loginRequired: true, element: <ProfilePage /> },
  { path: '/earnings', title: 'title.earnings', loginRequired: true, element: <EarningsPage /> },
  {
    path: '/receipts/:bookingId',
    title: 'title.receipt',
    loginRequired: true,
    element: <ReceiptPage />,
  },
  {
    path: '/admin/money',
    title: 'title.adminMoney',
    loginRequired: true,
    element: <AdminMoneyPage />,
  },
  {
    path: '/appointment',
    title: 'title.appointment',
    loginRequired: false,
    element: <AppointmentsPage />,
  },
  { path: '/aboutUs', title: 'title.aboutUs', loginRequired: false, element: <AboutPage /> },
  {
    path: '/privacy',
    title: 'title.privacy',
    loginRequired: false,
    element: <LegalPage kind="privacy" contactEmail={FOOTER_CONTACT.email} />,
  },
  {
    path: '/terms',
    title: 'title.terms',
    loginRequired: false,
    element: <LegalPage kind="terms" contactEmail={FOOTER_CONTACT.email} />,
  },
  { path: '*', title: 'title.notFound', loginRequired: false, element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: screenRoutes.map(({ path, title, loginRequired, element }) => ({
      path,
      element: (
        <Screen title={title}>
          {loginRequired ? <RequireAuth>{element}</RequireAuth> : element}
        </Screen>
      ),
    })),
  },
];
