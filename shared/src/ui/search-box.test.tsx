import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('runs on Enter with the trimmed text', async () => {
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Search By Clinic ID or Name" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search By Clinic ID or Name' }), '  Thiruvallur {Enter}');
    expect(onSearch).toHaveBeenCalledWith('Thiruvallur');
  });

  it('runs on the button', async () => {
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Search by name or email" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('ravi');
  });

  it("reads 'Searching...' and is disabled while loading", async () => {
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Search by Patient name/id/mobile" onSearch={onSearch} loading />);
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox'), 'meena{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('holds back a search shorter than minLength', async () => {
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Enter Clinic ID or Name" onSearch={onSearch} minLength={3} buttonLabel="Find" />);
    const field = screen.getByRole('textbox', { name: 'Enter Clinic ID or Name' });
    await userEvent.type(field, 'ab{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Enter at least 3 characters.');
    await userEvent.type(field, 'c{Enter}');
    expect(onSearch).toHaveBeenCalledWith('abc');
  });

  it('can be disabled', () => {
    render(<SearchBox placeholder="Search" onSearch={jest.fn()} disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
