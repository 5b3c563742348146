import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TextField } from './text-field.js';
import { theme } from './theme.js';

function renderField(ui: React.ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('TextField', () => {
  it('is labelled, and its hint is read with it', () => {
    renderField(<TextField label="EIN" hint="Nine digits" />);
    const input = screen.getByRole('textbox', { name: 'EIN' });
    expect(input).toHaveAccessibleDescription('Nine digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and reads the error message with the hint', () => {
    renderField(<TextField label="EIN" hint="Nine digits" error="Enter 9 digits" />);
    const input = screen.getByRole('textbox', { name: 'EIN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nine digits Enter 9 digits');
  });

  it('keeps a visually hidden label for screen readers', () => {
    renderField(<TextField label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
