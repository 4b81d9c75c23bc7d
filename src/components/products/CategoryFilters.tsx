'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './ProductFilters.module.css'

export type CategoryOption = { value: string; label: string; lang?: string }
export type SubCategoryOption = CategoryOption & { category: string }

type Props = {
  categories: CategoryOption[]
  subCategories: SubCategoryOption[]
  category: string
  subCategory: string
  labels: { category: string; subCategory: string; allCategories: string; allSubCategories: string }
}

/**
 * The category and sub-category selects of the product search. The server renders them
 * for the filters in the address, so they work without JavaScript; in the browser, a
 * change applies at once (the form is sent, so the address keeps the filters).
 *
 * On a slow phone a visitor may choose before the page's script has run; that choice
 * is still in the select when it does, so it is applied then instead of being lost.
 * `autoComplete="off"` keeps the browser from putting back an old choice on Back, which
 * would otherwise look like such a choice.
 */
export function CategoryFilters({ categories, subCategories, category: initialCategory, subCategory: initialSub, labels }: Props) {
  const [category, setCategory] = useState(initialCategory)
  const [subCategory, setSubCategory] = useState(initialSub)
  const categoryRef = useRef<HTMLSelectElement>(null)
  const subCategoryRef = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const categorySelect = categoryRef.current
    const subCategorySelect = subCategoryRef.current
    if (!categorySelect || !subCategorySelect) return
    if (categorySelect.value !== initialCategory) {
      setCategory(categorySelect.value)
      setSubCategory('')
      subCategorySelect.value = ''
      categorySelect.form?.requestSubmit()
    } else if (subCategorySelect.value !== initialSub) {
      setSubCategory(subCategorySelect.value)
      subCategorySelect.form?.requestSubmit()
    }
    // Only the first run matters: it catches a choice made before the script ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const shown = category ? subCategories.filter((sub) => sub.category === category) : subCategories
  // Without a category, sub categories are grouped under theirs, so each name is clear.
  const groups = category
    ? [{ category: undefined, options: shown }]
    : categories.map((parent) => ({ category: parent, options: shown.filter((sub) => sub.category === parent.value) }))

  return (
    <>
      <div className={styles.field}>
        <label htmlFor="product-category">{labels.category}</label>
        <select
          ref={categoryRef}
          id="product-category"
          name="category"
          autoComplete="off"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value)
            setSubCategory('')
            // A choice applies at once; without JavaScript the Search button sends it.
            event.target.form?.requestSubmit()
          }}
          className={styles.select}
        >
          <option value="">{labels.allCategories}</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="product-sub-category">{labels.subCategory}</label>
        <select
          ref={subCategoryRef}
          id="product-sub-category"
          name="subCategory"
          autoComplete="off"
          value={subCategory}
          onChange={(event) => {
            setSubCategory(event.target.value)
            event.target.form?.requestSubmit()
          }}
          disabled={shown.length === 0}
          className={styles.select}
        >
          <option value="">{labels.allSubCategories}</option>
          {groups.map(({ category: parent, options }) =>
            parent
              ? options.length > 0 && (
                  <optgroup key={parent.value} label={parent.label}>
                    {options.map((option) => (
                      <option key={option.value} value={option.value} lang={option.lang}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                )
              : options.map((option) => (
                  <option key={option.value} value={option.value} lang={option.lang}>
                    {option.label}
                  </option>
                )),
          )}
        </select>
      </div>
    </>
  )
}
