import { act, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '@screening/shared/ui';
import { StyleWarmUp, warmStylesAside } from './style-warm-up';

const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('StyleWarmUp', () => {
  // First: the styles it checks for stay in the document once made.
  it('started aside, makes the product theme’s variables without adding anything to the page', async () => {
    expect(styles()).not.toMatch(/\.sc-theme/);
    const page = document.body.innerHTML;
    act(() => warmStylesAside());
    await waitFor(() => expect(styles()).toMatch(/\.sc-theme\{[^}]*--ant-color-primary:#003366/i));
    expect(document.body.innerHTML).toBe(page);
  });

  it('has antd generate the styles of the screens’ components while idle, drawing nothing anyone can see or reach', () => {
    const steps: Array<() => void> = [];
    const idle = (task: () => void) => {
      steps.push(task);
      return () => undefined;
    };
    render(
      <UiProvider>
        <StyleWarmUp idle={idle} />
      </UiProvider>,
    );
    expect(styles()).not.toMatch(/\.ant-select/);
    // One component per idle moment.
    for (let i = 0; i < 30 && steps.length > 0; i++) {
      const step = steps.shift() as () => void;
      act(step);
    }
    expect(styles()).toMatch(/\.ant-select/);
    expect(styles()).toMatch(/\.ant-picker/);
    expect(styles()).toMatch(/\.ant-modal/);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
