import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import styles from './explorer.module.css';

interface SearchFormProps {
  initialTerm: string;
  onSearch: (term: string) => void;
}

/** Search box + 'Rechercher'; a form, so Enter searches too. */
export function SearchForm({ initialTerm, onSearch }: SearchFormProps) {
  const { t } = useTranslation(CLIENT_NS);
  const [term, setTerm] = useState(initialTerm);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className="tg-visually-hidden">
        {t('explorer.search.label')}
      </label>
      <Input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('explorer.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.searchInput}
      />
      <Button type="submit">{t('explorer.search.submit')}</Button>
    </form>
  );
}
