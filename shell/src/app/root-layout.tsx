import { ScrollRestoration } from '@x4i/shared/router';
import { Layout } from './layout/layout';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Layout />
    </>
  );
}
