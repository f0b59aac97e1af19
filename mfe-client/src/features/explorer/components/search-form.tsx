import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from '@teranga/shared-ui';
import styles from './explorer.module.css';

interface SearchFormProps {
  initialTerm: string;
  onSearch: (term: string) => void;
}

/** Search box + 'Rechercher'; a form, so Enter searches too. */
export function SearchForm({ initialTerm, onSearch }: SearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className="tg-visually-hidden">
        Rechercher un restaurant ou une cuisine
      </label>
      <Input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Restaurant, cuisine…"
        autoComplete="off"
        enterKeyHint="search"
        className={styles.searchInput}
      />
      <Button type="submit">Rechercher</Button>
    </form>
  );
}
