import { Navigate, useLocation } from 'react-router';
import { paths } from '@contract/web-pages';

/** Spec: this route only redirects to /profile, keeping the payment query for verification there. */
export default function PaymentVerifyPage() {
  const { search } = useLocation();
  return <Navigate to={`${paths.profile}${search}`} replace />;
}
