import { ScrollRestoration } from 'react-router';
import { Layout } from './layout/layout';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Layout />
    </>
  );
}
