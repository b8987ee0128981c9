import { categoryType } from './category'
import { heroType } from './hero'
import { productType } from './product'
import { productVariantType } from './productVariant'
import { sizeChartRowType, sizeChartType } from './sizeChart'
import { promotionType } from './promotion'

export const schemaTypes = [
  productType,
  productVariantType,
  categoryType,
  sizeChartType,
  sizeChartRowType,
  heroType,
  promotionType,
]
