import { Button, isApiError, sendVerificationMail } from '@x4i/shared';
import { useState } from 'react';
import { styled } from 'styled-components';

const Notice = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  margin-top: 24px;
  padding: 16px 20px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
  }
`;

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; to: string } | { state: 'failed'; message: string };

/**
 * Shown while the signed-in user's address is not verified: where the first link went, and a way to get another
 * (the one from sign-up may have expired after 7 days, or gone to spam).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  async function send() {
    setSending({ state: 'sending' });
    try {
      const { sentTo } = await sendVerificationMail();
      setSending({ state: 'sent', to: sentTo });
    } catch (error) {
      setSending({ state: 'failed', message: isApiError(error) ? error.message : 'The e-mail could not be sent. Please try again.' });
    }
  }

  return (
    <Notice aria-labelledby="email-verification-heading">
      <h2 id="email-verification-heading">Your e-mail address is not verified yet</h2>
      <p>
        When you signed up, we sent a link to {email}. Follow it to confirm that the address is yours; it works for 7
        days.
      </p>
      <Button variant="secondary" loading={sending.state === 'sending'} onClick={() => void send()}>
        Send a new link
      </Button>
      <p role="status">
        {sending.state === 'sent' && `A new link was sent to ${sending.to}. It works for 7 days.`}
      </p>
      {sending.state === 'failed' && <p role="alert">{sending.message}</p>}
    </Notice>
  );
}
