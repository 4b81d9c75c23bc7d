'use client'

import { useState } from 'react'

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
 */
export function CategoryFilters({ categories, subCategories, category: initialCategory, subCategory: initialSub, labels }: Props) {
  const [category, setCategory] = useState(initialCategory)
  const [subCategory, setSubCategory] = useState(initialSub)
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
          id="product-category"
          name="category"
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
          id="product-sub-category"
          name="subCategory"
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
