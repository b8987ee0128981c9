import { defineField } from 'sanity'
import { ImageColourInput } from './ImageColourInput'
import { imageColourProblem, productColours, type ProductColours } from './productColours'

/**
 * The colour a product image shows (docs/product.md §16.6): choosing that colour on the product page shows the first
 * image tied to it. Why a colour on each image and not an image on each variant: variants are size × colour pairs
 * (an abaya in two colours and five lengths is ten variants), so an image per variant would be picked ten times over
 * and the picks could disagree; an image per colour would be a second list to keep in step with the variants. A
 * colour on the image is set once, in the image's own dialog next to its alt text, lets several images show one
 * colour (the first is the one shown), and leaves close-ups and flat-lays untied. The input offers only the product's
 * colours, so there is nothing to misspell; the field is hidden on products without colours.
 */
export function imageColourField() {
  return defineField({
    name: 'colour',
    title: 'Colour shown',
    type: 'string',
    description:
      'Choosing this colour on the product page shows this image (the first one of the colour). Leave empty for a picture that shows no colour in particular.',
    components: { input: ImageColourInput },
    hidden: ({ document, value }) => !value && productColours(document as ProductColours | undefined).length === 0,
    validation: (rule) =>
      rule.custom((value: string | undefined, context) =>
        imageColourProblem(value, context.document as ProductColours | undefined),
      ),
  })
}
