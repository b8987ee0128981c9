import { categoryType } from './category'
import { heroType } from './hero'
import { productType } from './product'
import { productVariantType } from './productVariant'

export const schemaTypes = [productType, productVariantType, categoryType, heroType]
