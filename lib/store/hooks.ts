import { useDispatch, useSelector, useStore } from 'react-redux'
import type { AppDispatch, AppStore, RootState } from './createStore'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()

/** True once the saved bag has been read; cart-dependent UI shows a placeholder until then. */
export function useCartReady(): boolean {
  return useAppSelector((state) => state.cart._persist?.rehydrated === true)
}

export function useIsLoggedIn(): boolean {
  return useAppSelector((state) => state.session.token !== null)
}
