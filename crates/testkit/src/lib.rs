//! What the workspace's tests share, as a dev-dependency: [`budget`] (counts of work against
//! today's figures), [`deadline`] (a runaway search or
//! program made a failure within seconds), [`shapes`] (brute force on polyominoes),
//! [`scratch`] (folders to write in), [`streams`] (an output where every write fails) and
//! [`toolchain`] (the judges' old compilers, installed on demand).

pub mod budget;
pub mod deadline;
pub mod scratch;
pub mod shapes;
pub mod streams;
pub mod toolchain;
