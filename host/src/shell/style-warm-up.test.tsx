import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '@screening/shared/ui';
import { StyleWarmUp } from './style-warm-up';

const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('StyleWarmUp', () => {
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
