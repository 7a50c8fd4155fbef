import { useId, useState } from 'react';
import { tagLabel, type Category } from '@unfurl/domain';
import { Button, TextField } from '@unfurl/ui-kit';
import { CATEGORY_CHOICES } from '../filters/category-choices';
import { addTags } from './owner-metadata-rules';

/** Tags and categories of a map as the owner edits them. */
export interface TagsAndCategories {
  readonly tags: readonly string[];
  readonly categories: readonly Category[];
}

/** Props of <OwnerTagsEditor>. */
export interface OwnerTagsEditorProps {
  readonly value: TagsAndCategories;
  readonly disabled: boolean;
  readonly onChange: (value: TagsAndCategories) => void;
}

/**
 * Edits a map's tags (shown as '#tags', R-196: typed ones are added with Enter or Add, each chip
 * removes its tag) and its categories (the browse filter's list, R-201, R-202).
 */
export function OwnerTagsEditor({ value, disabled, onChange }: OwnerTagsEditorProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    const result = addTags(value.tags, typed);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(undefined);
    setTyped('');
    onChange({ ...value, tags: result.tags });
  };
  const removeTag = (tag: string) =>
    onChange({ ...value, tags: value.tags.filter((each) => each !== tag) });
  const toggle = (category: Category) =>
    onChange({
      ...value,
      categories: value.categories.includes(category)
        ? value.categories.filter((each) => each !== category)
        : [...value.categories, category],
    });

  return (
    <div className="owner-tags" data-testid="owner-tags-editor">
      <span className="uk-field__label" id={`${id}-tags`}>
        Tags
      </span>
      <ul className="owner-tags__chips" aria-labelledby={`${id}-tags`} data-testid="owner-tags">
        {value.tags.map((tag) => (
          <li key={tag}>
            <button
              type="button"
              className="owner-tags__chip"
              aria-label={`Remove ${tagLabel(tag)}`}
              disabled={disabled}
              onClick={() => removeTag(tag)}
            >
              {tagLabel(tag)} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {value.tags.length === 0 ? <li className="atlas-muted">No tags yet.</li> : null}
      </ul>
      <div className="owner-tags__add">
        <TextField
          label="Add tags"
          placeholder="#harbour, old-maps"
          data-testid="owner-tag-input"
          value={typed}
          disabled={disabled}
          {...(problem ? { error: problem } : {})}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button data-testid="owner-tag-add" disabled={disabled || !typed.trim()} onClick={add}>
          Add
        </Button>
      </div>
      <fieldset className="owner-categories" data-testid="owner-categories" disabled={disabled}>
        <legend>Categories</legend>
        {CATEGORY_CHOICES.map((choice) => (
          <label key={choice.value} className="owner-categories__item">
            <input
              type="checkbox"
              value={choice.value}
              checked={value.categories.includes(choice.value)}
              onChange={() => toggle(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
