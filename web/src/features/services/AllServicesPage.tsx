import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Container, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { ServiceList } from './ServiceList';
import { useAllServices, useServiceSearch } from './use-services';

/** SPEC.md §2 All Services: banner, search form, the list. The search text lives in the URL. */
export default function AllServicesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';

  return (
    <>
      <Box
        sx={{
          backgroundImage: 'url(/images/home/banner.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          color: '#fff',
          py: { xs: 6, md: 9 },
          textAlign: 'center',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Our All Services
        </Typography>
      </Box>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <SearchForm
          key={search}
          initial={search}
          onSearch={(text) => setParams(text === '' ? {} : { search: text })}
        />
        {search === '' ? <AllServicesList /> : <SearchResults text={search} />}
      </Container>
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC.md §5: no validation, the text is sent as is.
    onSearch(text);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Search services"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, maxWidth: 640, mx: 'auto', mb: 5 }}
    >
      <TextField
        name="search"
        type="search"
        placeholder="Search service"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': 'Search service' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />}>
        Search
      </Button>
    </Box>
  );
}

function AllServicesList() {
  return <ServiceList state={useAllServices()} />;
}

function SearchResults({ text }: { text: string }) {
  const state = useServiceSearch(text);
  return (
    <>
      <Typography role="status" sx={visuallyHidden}>
        {state.status === 'success'
          ? `${resultCount(state.data?.length ?? 0)} found for “${text}”`
          : state.status === 'error'
            ? 'Search failed'
            : ''}
      </Typography>
      <ServiceList state={state} loadingLabel="Searching services" />
    </>
  );
}

function resultCount(count: number): string {
  return count === 1 ? '1 service' : `${count} services`;
}
