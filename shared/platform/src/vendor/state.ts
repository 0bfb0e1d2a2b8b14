/**
 * Redux Toolkit and react-redux as apps use them — remotes define and inject their own slices with these —
 * re-exported from the one copy the platform ships.
 */
export { createSlice, createAsyncThunk, createSelector, type PayloadAction } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
