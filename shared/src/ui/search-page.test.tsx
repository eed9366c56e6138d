import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button } from 'antd';
import { SearchPage } from './search-page';
import { ResultCard } from './result-card';
import { ConfirmDialog } from './confirm-dialog';

interface Clinic {
  campIdPrefix: string;
  campName: string;
}

const CLINICS: Clinic[] = [
  { campIdPrefix: '3301001', campName: 'Thiruvallur Camp' },
  { campIdPrefix: '3301002', campName: 'Tiruttani Camp' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ClinicSearch({ search }: { search: (text: string) => Promise<Clinic[]> }) {
  const [askCreate, setAskCreate] = useState(false);
  return (
    <MemoryRouter>
      <SearchPage<Clinic>
        title="Edit Existing Outreach Clinic"
        placeholder="Search By Clinic ID or Name"
        search={search}
        errorMessage="Failed to fetch clinic details. Please try again."
        getKey={(clinic) => clinic.campIdPrefix}
        onEmpty={() => setAskCreate(true)}
        renderItem={(clinic) => (
          <ResultCard
            ariaLabel={clinic.campName}
            fields={[
              { label: 'Outreach Clinic ID', value: clinic.campIdPrefix },
              { label: 'Name', value: clinic.campName },
            ]}
            actions={<Button>Edit</Button>}
          />
        )}
      >
        <ConfirmDialog
          open={askCreate}
          title="This Outreach Clinic does not exist"
          message="Do you want to create a new Outreach Clinic?"
          onYes={() => setAskCreate(false)}
          onNo={() => setAskCreate(false)}
        />
      </SearchPage>
    </MemoryRouter>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Search By Clinic ID or Name' });

describe('SearchPage', () => {
  it('starts idle: the title, the box, no results', () => {
    render(<ClinicSearch search={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Edit Existing Outreach Clinic' })).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Searching...' while loading, then one card per result", async () => {
    const call = deferred<Clinic[]>();
    const search = jest.fn(() => call.promise);
    render(<ClinicSearch search={search} />);
    await userEvent.type(field(), 'camp{Enter}');
    expect(search).toHaveBeenCalledWith('camp', 0);
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    call.resolve(CLINICS);
    expect(await screen.findByRole('group', { name: 'Thiruvallur Camp' })).toHaveTextContent('3301001');
    expect(screen.getByRole('group', { name: 'Tiruttani Camp' })).toHaveTextContent('3301002');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('calls onEmpty when nothing is found', async () => {
    render(<ClinicSearch search={async () => []} />);
    await userEvent.type(field(), 'nowhere{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This Outreach Clinic does not exist');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the error inline', async () => {
    render(<ClinicSearch search={async () => Promise.reject(new Error('Request failed with status code 500'))} />);
    await userEvent.type(field(), 'camp{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch clinic details. Please try again.');
    expect(screen.queryByText(/status code 500/)).not.toBeInTheDocument();
  });

  it('shows emptyText inline when given', async () => {
    render(
      <MemoryRouter>
        <SearchPage<string>
          title="Screening"
          placeholder="Search by Patient name/id/mobile"
          search={async () => []}
          errorMessage="Failed to fetch patients. Please try again later."
          emptyText="No patient found"
          renderItem={(name) => name}
        />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'x{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No patient found');
  });

  it('a paged answer shows how many there are and reads the next page on Show more', async () => {
    const pages: Record<number, { items: string[]; total: number }> = {
      0: { items: ['Meena', 'Mekala'], total: 3 },
      1: { items: ['Meenakshi'], total: 3 },
    };
    const search = jest.fn(async (_text: string, page: number) => pages[page]);
    render(
      <MemoryRouter>
        <SearchPage<string>
          title="Screening"
          placeholder="Search by Patient name/id/mobile"
          search={search}
          errorMessage="Failed to fetch patients. Please try again later."
          renderItem={(name) => name}
        />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'me{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 2 of 3');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Meena', 'Mekala']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(search).toHaveBeenLastCalledWith('me', 1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Meena', 'Mekala', 'Meenakshi']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('past the matches a search can show, says so and asks for a narrower search', async () => {
    render(
      <MemoryRouter>
        <SearchPage<string>
          title="Screening"
          placeholder="Search by Patient name/id/mobile"
          search={async () => ({ items: ['Meena', 'Mekala'], total: 2, moreThanTotal: true })}
          errorMessage="Failed to fetch patients. Please try again later."
          renderItem={(name) => name}
        />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'me{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Showing 2 of more than 2: search for more letters to find the others',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('SearchPage filter', () => {
  function Filtered({ search }: { search: (text: string, page: number, clinic: string) => Promise<string[]> }) {
    const [clinic, setClinic] = useState('all');
    return (
      <MemoryRouter>
        <SearchPage<string>
          title="Screening"
          placeholder="Search by Patient name/id/mobile"
          search={(text, page) => search(text, page, clinic)}
          errorMessage="Failed to fetch patients. Please try again later."
          renderItem={(name) => name}
          filter={<Button onClick={() => setClinic('7')}>Clinic 7</Button>}
          filterKey={clinic}
        />
      </MemoryRouter>
    );
  }

  it('shows the filter and runs the last search again when its value changes', async () => {
    const search = jest.fn(async (text: string, _page: number, clinic: string) => [`${text} in ${clinic}`]);
    render(<Filtered search={search} />);
    expect(search).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox'), 'meena{Enter}');
    expect(await screen.findByText('meena in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clinic 7' }));
    expect(await screen.findByText('meena in 7')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('before any search, a new filter value reads nothing', async () => {
    const search = jest.fn(async () => []);
    render(<Filtered search={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clinic 7' }));
    expect(search).not.toHaveBeenCalled();
  });
});
